// English texts. Every text the spec quotes appears here verbatim; keys are flat ('area.name').
// Placeholders use rosetta's {{name}} syntax.
import { liveEn } from './live.en'
import { loyaltyEn } from './loyalty.en'
import { menuEn } from './menu.en'
import { ordersEn } from './orders.en'
import { overlaysEn } from './overlays.en'
import { pastOrdersEn } from './past-orders.en'
import { printEn } from './print.en'
import { reportsEn } from './reports.en'

const shell = {
  'app.name': 'Store Dashboard',
  'app.version': 'Version {{version}}',
  'app.skipToContent': 'Skip to content',
  'app.loading': 'Loading…',

  // sign-in flows
  'auth.banner.title': 'Better experience for your customers',
  'auth.banner.text': 'Customers order ahead and tell you when they arrive. You hand over the order the moment they pull in.',
  'login.title': 'Sign in to your store',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.country': 'Country',
  'login.countryPlaceholder': 'Select your country',
  'login.remember': 'Remember me',
  'login.submit': 'Sign in',
  'login.forgot': 'Forgot Password',
  'country.KW': 'Kuwait',
  'country.SA': 'KSA',
  'forgot.title': 'Forgot password',
  'forgot.intro': 'Enter the email you sign in with and we will send you a link to set a new password.',
  'forgot.submit': 'Request reset link',
  'forgot.back': 'Back to login',
  'forgot.successTitle': 'Request successful',
  'forgot.successText': 'Please check email',
  'reset.title': 'Reset password',
  'reset.password': 'New password',
  'reset.confirm': 'Confirm password',
  'reset.submit': 'Reset Password',
  'reset.success': 'Password reset successfully',
  'impersonate.signingIn': 'Signing in…',

  // validation (SPEC section 5)
  'validation.emailInvalid': 'The input is not valid E-mail!',
  'validation.emailRequired': 'Please input your email!',
  'validation.passwordRequired': 'Please input your password!',
  'validation.countryRequired': 'Please select your country!',
  'validation.passwordRule':
    'Password must contain 6 to 15 characters including at least 1 lowercase letter, 1 uppercase letter, 1 number and one of specials chars: @ * # _ -',
  'validation.confirmRequired': 'Please confirm your password!',
  'validation.confirmMismatch': 'The two passwords that you entered do not match!',
  'search.minLength': 'Search key must contain at least 3 characters.',

  // layout
  'nav.label': 'Main navigation',
  'nav.orders': 'Orders',
  'nav.pastOrders': 'Completed Orders',
  'nav.menu': 'Menu',
  'nav.reports': 'Reports',
  'nav.loyalty': 'Loyalty',
  'layout.storeLoading': 'Loading store…',
  'layout.storeFailed': 'The store could not be loaded.',
  'layout.retry': 'Retry',
  'maintenance.warning': 'Maintenance notice',

  // pages
  'page.orders': 'Orders',
  'page.pastOrders': 'Past Orders',
  'page.menu': 'Menu',
  'page.products': 'Products',
  'page.reports': 'Reports',
  'page.loyalty': 'Loyalty',
  'page.reportPrint': 'Daily report',
  'page.printNormal': 'Order receipt',
  'page.printThermal': 'Order receipt (thermal)',
  'page.maintenance': 'Under maintenance',
  'maintenance.fallback': 'The dashboard is under maintenance. Please come back later.',
  'notFound.code': '404',
  'notFound.text': 'page not found',
  'notFound.home': 'Go to the dashboard',

  // store status (SPEC sections 3, 4, 6)
  'status.label': 'Store status',
  'status.open': 'Open',
  'status.closed': 'Closed',
  'status.busy': 'Busy',
  'status.busyMinutes': 'Busy {{n}} min',
  'status.busyOneHour': 'Busy 1 hr',
  'status.available': 'Available',

  // collection methods
  'collection.label': 'Collection methods',
  'collection.dt': 'Drive-Thru',
  'collection.di': 'Dine-In',
  'collection.wt': 'Walk-Thru',
  'collection.sh': 'Send Hero',
  'collection.od': 'Office Delivery',
  'collection.hd': 'Home Delivery',
  'collection.available': 'Available',
  'collection.busyMinutes': 'Busy {{n}} min',
  'collection.none': 'No collection methods',
  'collection.manage': 'Manage',
  'availability.title': 'Manage Availability',
  'availability.back': 'Back',
  'availability.close': 'Close',
  'availability.save': 'Save & Close',
  'availability.saving': 'Saving…',
  'availability.intro': 'Set each collection method available, or busy for a while.',

  // user menu
  'user.menu': 'User menu',
  'user.changeAvatar': 'Change avatar',
  'user.avatarUpdated': 'Avatar updated',
  'user.language': 'Language',
  'user.signOut': 'Sign Out',
  'lang.en': 'English',
  'lang.ar': 'العربية',

  // error fallback and catalogue (SPEC section 8)
  'errorFallback.title': 'Oops!',
  'errorFallback.subtitle': 'Something Went Wrong',
  'errorFallback.retry': 'Try Again',
  'errorFallback.signOut': 'Sign Out',
  'error.internalServerError': 'Internal Server Error',
  'error.somethingWentWrong': 'Something went wrong',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss',

  // enumerations (SPEC section 3)
  'enum.order.pending': 'Pending',
  'enum.order.preparing': 'Preparing',
  'enum.order.dispatched': 'Dispatched',
  'enum.order.delivered': 'Delivered',
  'enum.order.declined': 'Declined',
  'enum.order.cancelled': 'Cancelled',
  'enum.order.noShow': 'No Show',
  'enum.customer.idle': 'Idle',
  'enum.customer.arriving': 'Arriving',
  'enum.customer.arrived': 'Arrived',
  'enum.refund.reviewed': 'Reviewed',
  'enum.refund.accepted': 'Accepted',
  'enum.refund.rejected': 'Rejected',
  'enum.refundPayment.successful': 'Successful',
  'enum.refundPayment.declined': 'Declined',
  'enum.refundPayment.pending': 'Pending',
  'enum.payment.creditCard': 'Credit Card',
  'enum.payment.cash': 'Cash',
  'enum.payment.wallet': 'Wallet',
  'enum.payment.knet': 'KNET',
  'enum.payment.applePay': 'Apple Pay',
  'enum.delivery.house': 'House',
  'enum.delivery.apartment': 'Apartment',
  'enum.delivery.office': 'Office',
  'enum.stage.creation': 'Order Creation',
  'enum.stage.payment': 'Order Payment',
  'enum.stage.confirmation': 'Order Confirmation',
  'enum.stage.dispatch': 'Order Dispatch',
  'enum.stage.delivery': 'Order Delivery',
  'enum.stage.declined': 'Declined',
  'enum.stage.cancelled': 'Cancelled',
  'enum.stage.noShow': 'No Show',
} as const

// Each screen family keeps its texts in its own pair of files (features.en.ts / features.ar.ts below).
export const en = {
  ...shell,
  ...ordersEn,
  ...liveEn,
  ...overlaysEn,
  ...pastOrdersEn,
  ...menuEn,
  ...reportsEn,
  ...loyaltyEn,
  ...printEn,
} as const

export type MessageKey = keyof typeof en
export type Dictionary = Record<MessageKey, string>
