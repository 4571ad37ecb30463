// The one module that imports dayjs: it adds the plugins and the Arabic locale once, for every date rule in domain/.
import dayjs from 'dayjs'
import 'dayjs/locale/ar'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)
dayjs.extend(customParseFormat)

export { dayjs }
export type { Dayjs } from 'dayjs'
