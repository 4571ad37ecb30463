// Arabic texts of the live-status strips, typed by the English ones.
import type { liveEn } from './live.en'

export const liveAr: Record<keyof typeof liveEn, string> = {
  'live.basicView': 'العرض الأساسي',
  'live.basicViewHint': 'تُحدَّث الطلبات كل دقيقة',
  'live.lastRefresh': 'آخر تحديث {{time}}',
  'live.nextRefresh': 'التحديث التالي',
  'live.basicFailedTitle': 'لم تُحدَّث الطلبات',
  'live.basicFailedText': 'فشل آخر تحديث، لذا قد لا تكون الطلبات المعروضة محدّثة. نعيد المحاولة كل دقيقة.',
  'live.fallbackTitle': 'انقطعت التحديثات المباشرة',
  'live.fallbackText': 'نتحقق من الطلبات الجديدة كل ١٠ ثوانٍ ونعيد الاتصال. ستظهر الطلبات الجديدة وسيرن التنبيه.',
  'live.savedOrders': 'نعرض الطلبات المحفوظة على هذا الجهاز في {{time}} حتى تصل أحدث الطلبات.',
  'live.updateReady': 'إصدار جديد من لوحة التحكم جاهز.',
  'live.updateWaiting': 'سيُطبَّق عندما لا يكون هناك طلب قيد الانتظار.',
  'live.updateNow': 'حدّث الآن',
  'live.alertsTitle': 'استلم تنبيهات الطلبات الجديدة عندما تكون الشاشة مطفأة',
  'live.alertsText': 'سيعرض هذا الجهاز إشعارًا لكل طلب جديد قيد الانتظار حتى عندما تكون لوحة التحكم مخفية.',
  'live.alertsOn': 'تفعيل التنبيهات',
  'live.alertsLater': 'ليس الآن',
  'live.alertsBlocked': 'الإشعارات محظورة لهذا الموقع. اسمح بها من إعدادات المتصفح لتلقي التنبيهات.',
  'live.alertsFailed': 'تعذّر تفعيل التنبيهات على هذا الجهاز.',
  'live.alertsStopped': 'توقفت تنبيهات الطلبات الجديدة على هذا الجهاز. فعّلها مرة أخرى لتصلك عندما تكون الشاشة مطفأة.',
}
