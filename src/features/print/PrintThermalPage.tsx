// /print-thermal?id=&locale=&dscnt= : the order receipt on an 80 mm thermal roll. Renders without the app layout; opened in a new tab.
import { OrderPrintPage } from './OrderPrintPage'

export default function PrintThermalPage() {
  return <OrderPrintPage layout="thermal" />
}
