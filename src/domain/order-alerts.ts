// The tag of an order's new-order alert (a Web Push notification the service worker shows): one per order, so a second
// push for it replaces the first, and the page can take it off the screen once the order has been handled.
export const orderAlertTag = (orderId: number): string => `order-${orderId}`
