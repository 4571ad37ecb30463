// axe on every page in Arabic on a tablet: the walk is in ./support/a11y-walk.ts
import { describeAxeWalk } from './support/a11y-walk'

describeAxeWalk('ar', 'tablet')
