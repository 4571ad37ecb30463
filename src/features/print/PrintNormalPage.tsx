// /print-normal?id=&locale=&dscnt= : the order receipt as an A4/Letter invoice. Renders without the app layout; opened in a new tab.
import { OrderPrintPage } from './OrderPrintPage'

export default function PrintNormalPage() {
  return <OrderPrintPage layout="normal" />
}
