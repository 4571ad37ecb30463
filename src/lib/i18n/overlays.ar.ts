// Arabic texts of the overlays screens, typed by the English ones.
import type { overlaysEn } from './overlays.en'

export const overlaysAr: Record<keyof typeof overlaysEn, string> = {
  'overlays.idleTitle': 'هل ما زلت هنا؟',
  'overlays.idleText': 'إذا لم تؤكد خلال دقيقتين، يصبح المتجر غير مرئي ولن تصله طلبات جديدة.',
  'overlays.idleYes': 'نعم',
  'overlays.invisibleTitle': 'أنت غير مرئي',
  'overlays.invisibleText': 'لا يستطيع العملاء رؤية المتجر ولن تصل أي طلبات حتى يعود مرئيًا من جديد.',
  'overlays.goLive': 'الظهور الآن',
  'overlays.goLiveFailed': 'تعذّر إظهار المتجر. تحقّق من الاتصال وحاول مرة أخرى.',
  'overlays.continueInvisible': 'المتابعة دون الظهور',
  'overlays.working': 'يرجى الانتظار…',

  'overlays.reminderTitle': 'لديك طلب جديد',
  'overlays.reminderText': 'طلبات معلّقة بانتظارك: {{n}}. أكّدها حتى لا ينتظر عملاؤك.',
  'overlays.okay': 'حسنًا',

  'overlays.openInTitle': 'يفتح خلال {{time}}',
  'overlays.openInText': 'المتجر مغلق حسب ساعات العمل ويفتح الساعة {{at}}.',
  'overlays.openNow': 'افتح الآن',
  'overlays.close': 'إغلاق',

  'overlays.busyNotice': 'ينتهي الانشغال خلال دقيقة: يفتح المتجر الساعة {{time}}',
  'overlays.busyTitle': 'ينتهي الانشغال الساعة {{time}}',
  'overlays.busyText': 'يعود المتجر مفتوحًا خلال دقيقة. لتبقى مشغولًا مدة أطول، اختر المدة.',
  'overlays.busyKeep': 'البقاء مشغولًا',
  'overlays.busyLetOpen': 'دعه يفتح',

  'overlays.storeOpen': 'المتجر مفتوح الآن',

  'overlays.soundTitle': 'اضغط لتفعيل الصوت',
  'overlays.soundText': 'المتصفح يمنع صوت التنبيه. اضغط في أي مكان على الشاشة لتسمع الطلبات الجديدة.',
  'overlays.soundButton': 'تفعيل الصوت',
  'overlays.soundFailed': 'تعذّر تحميل الصوت',
}
