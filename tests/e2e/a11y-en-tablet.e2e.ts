// axe on every page in English on a tablet: the walk is in ./support/a11y-walk.ts
import { describeAxeWalk } from './support/a11y-walk'

describeAxeWalk('en', 'tablet')
