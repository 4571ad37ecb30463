// Arabic texts, typed as the English dictionary: a missing or extra key fails to typecheck.
import type { Dictionary } from './en'
import { liveAr } from './live.ar'
import type { liveEn } from './live.en'
import { loyaltyAr } from './loyalty.ar'
import type { loyaltyEn } from './loyalty.en'
import { menuAr } from './menu.ar'
import type { menuEn } from './menu.en'
import { ordersAr } from './orders.ar'
import type { ordersEn } from './orders.en'
import { overlaysAr } from './overlays.ar'
import type { overlaysEn } from './overlays.en'
import { pastOrdersAr } from './past-orders.ar'
import type { pastOrdersEn } from './past-orders.en'
import { printAr } from './print.ar'
import type { printEn } from './print.en'
import { reportsAr } from './reports.ar'
import type { reportsEn } from './reports.en'

type FeatureKey =
  | keyof typeof ordersEn
  | keyof typeof liveEn
  | keyof typeof overlaysEn
  | keyof typeof pastOrdersEn
  | keyof typeof menuEn
  | keyof typeof reportsEn
  | keyof typeof loyaltyEn
  | keyof typeof printEn

const shell: Omit<Dictionary, FeatureKey> = {
  'app.name': 'لوحة المتجر',
  'app.version': 'الإصدار {{version}}',
  'app.skipToContent': 'انتقل إلى المحتوى',
  'app.loading': 'جارٍ التحميل…',

  'auth.banner.title': 'تجربة أفضل لعملائك',
  'auth.banner.text': 'يطلب العملاء مسبقًا ويخبرونك عند وصولهم، فتسلّمهم الطلب لحظة وصولهم.',
  'login.title': 'تسجيل الدخول إلى متجرك',
  'login.email': 'البريد الإلكتروني',
  'login.password': 'كلمة المرور',
  'login.showPassword': 'إظهار كلمة المرور',
  'login.hidePassword': 'إخفاء كلمة المرور',
  'login.country': 'الدولة',
  'login.countryPlaceholder': 'اختر دولتك',
  'login.remember': 'تذكرني',
  'login.submit': 'تسجيل الدخول',
  'login.forgot': 'نسيت كلمة المرور',
  'country.KW': 'الكويت',
  'country.SA': 'السعودية',
  'forgot.title': 'نسيت كلمة المرور',
  'forgot.intro': 'أدخل بريدك الإلكتروني الذي تسجّل الدخول به وسنرسل لك رابطًا لتعيين كلمة مرور جديدة.',
  'forgot.submit': 'طلب رابط إعادة التعيين',
  'forgot.back': 'العودة إلى تسجيل الدخول',
  'forgot.successTitle': 'تم الطلب بنجاح',
  'forgot.successText': 'يرجى التحقق من بريدك الإلكتروني',
  'reset.title': 'إعادة تعيين كلمة المرور',
  'reset.password': 'كلمة المرور الجديدة',
  'reset.confirm': 'تأكيد كلمة المرور',
  'reset.submit': 'إعادة تعيين كلمة المرور',
  'reset.success': 'تمت إعادة تعيين كلمة المرور بنجاح',
  'impersonate.signingIn': 'جارٍ تسجيل الدخول…',

  'validation.emailInvalid': 'البريد الإلكتروني المدخل غير صالح!',
  'validation.emailRequired': 'يرجى إدخال بريدك الإلكتروني!',
  'validation.passwordRequired': 'يرجى إدخال كلمة المرور!',
  'validation.countryRequired': 'يرجى اختيار دولتك!',
  'validation.passwordRule':
    'يجب أن تتكون كلمة المرور من 6 إلى 15 حرفًا، منها حرف صغير واحد على الأقل وحرف كبير واحد ورقم واحد وأحد الرموز: @ * # _ -',
  'validation.confirmRequired': 'يرجى تأكيد كلمة المرور!',
  'validation.confirmMismatch': 'كلمتا المرور غير متطابقتين!',
  'search.minLength': 'يجب أن تتكون كلمة البحث من 3 أحرف على الأقل.',

  'nav.label': 'التنقل الرئيسي',
  'nav.orders': 'الطلبات',
  'nav.pastOrders': 'الطلبات المكتملة',
  'nav.menu': 'القائمة',
  'nav.reports': 'التقارير',
  'nav.loyalty': 'الولاء',
  'layout.storeLoading': 'جارٍ تحميل المتجر…',
  'layout.storeFailed': 'تعذّر تحميل المتجر.',
  'layout.retry': 'إعادة المحاولة',
  'maintenance.warning': 'تنبيه صيانة',

  'page.orders': 'الطلبات',
  'page.pastOrders': 'الطلبات السابقة',
  'page.menu': 'القائمة',
  'page.products': 'المنتجات',
  'page.reports': 'التقارير',
  'page.loyalty': 'الولاء',
  'page.reportPrint': 'التقرير اليومي',
  'page.printNormal': 'إيصال الطلب',
  'page.printThermal': 'إيصال الطلب (حراري)',
  'page.maintenance': 'تحت الصيانة',
  'maintenance.fallback': 'لوحة التحكم تحت الصيانة. يرجى العودة لاحقًا.',
  'notFound.code': '404',
  'notFound.text': 'الصفحة غير موجودة',
  'notFound.home': 'الذهاب إلى لوحة التحكم',

  'status.label': 'حالة المتجر',
  'status.open': 'مفتوح',
  'status.closed': 'مغلق',
  'status.busy': 'مشغول',
  'status.busyMinutes': 'مشغول {{n}} دقيقة',
  'status.busyOneHour': 'مشغول ساعة',
  'status.available': 'متاح',

  'collection.label': 'طرق الاستلام',
  'collection.dt': 'السيارة',
  'collection.di': 'داخل المطعم',
  'collection.wt': 'الاستلام سيرًا',
  'collection.sh': 'أرسل مندوب',
  'collection.od': 'توصيل للمكتب',
  'collection.hd': 'توصيل للمنزل',
  'collection.available': 'متاح',
  'collection.busyMinutes': 'مشغول {{n}} دقيقة',
  'collection.none': 'لا توجد طرق استلام',
  'collection.manage': 'إدارة',
  'availability.title': 'إدارة التوفر',
  'availability.back': 'رجوع',
  'availability.close': 'إغلاق',
  'availability.save': 'حفظ وإغلاق',
  'availability.saving': 'جارٍ الحفظ…',
  'availability.intro': 'اجعل كل طريقة استلام متاحة، أو مشغولة لفترة.',

  'user.menu': 'قائمة المستخدم',
  'user.changeAvatar': 'تغيير الصورة',
  'user.avatarUpdated': 'تم تحديث الصورة',
  'user.language': 'اللغة',
  'user.signOut': 'تسجيل الخروج',
  'lang.en': 'English',
  'lang.ar': 'العربية',

  'errorFallback.title': 'عذرًا!',
  'errorFallback.subtitle': 'حدث خطأ ما',
  'errorFallback.retry': 'حاول مجددًا',
  'errorFallback.signOut': 'تسجيل الخروج',
  'error.internalServerError': 'خطأ في الخادم',
  'error.somethingWentWrong': 'حدث خطأ ما',
  'toast.region': 'الإشعارات',
  'toast.dismiss': 'إغلاق',

  'enum.order.pending': 'قيد الانتظار',
  'enum.order.preparing': 'قيد التحضير',
  'enum.order.dispatched': 'تم التسليم للعميل',
  'enum.order.delivered': 'تم التوصيل',
  'enum.order.declined': 'مرفوض',
  'enum.order.cancelled': 'ملغى',
  'enum.order.noShow': 'لم يحضر',
  'enum.customer.idle': 'غير متحرك',
  'enum.customer.arriving': 'في الطريق',
  'enum.customer.arrived': 'وصل',
  'enum.refund.reviewed': 'قيد المراجعة',
  'enum.refund.accepted': 'مقبول',
  'enum.refund.rejected': 'مرفوض',
  'enum.refundPayment.successful': 'ناجح',
  'enum.refundPayment.declined': 'مرفوض',
  'enum.refundPayment.pending': 'قيد الانتظار',
  'enum.payment.creditCard': 'بطاقة ائتمان',
  'enum.payment.cash': 'نقدًا',
  'enum.payment.wallet': 'المحفظة',
  'enum.payment.knet': 'كي نت',
  'enum.payment.applePay': 'Apple Pay',
  'enum.delivery.house': 'منزل',
  'enum.delivery.apartment': 'شقة',
  'enum.delivery.office': 'مكتب',
  'enum.stage.creation': 'إنشاء الطلب',
  'enum.stage.payment': 'دفع الطلب',
  'enum.stage.confirmation': 'تأكيد الطلب',
  'enum.stage.dispatch': 'تسليم الطلب',
  'enum.stage.delivery': 'توصيل الطلب',
  'enum.stage.declined': 'مرفوض',
  'enum.stage.cancelled': 'ملغى',
  'enum.stage.noShow': 'لم يحضر',
}

export const ar: Dictionary = {
  ...shell,
  ...ordersAr,
  ...liveAr,
  ...overlaysAr,
  ...pastOrdersAr,
  ...menuAr,
  ...reportsAr,
  ...loyaltyAr,
  ...printAr,
}
