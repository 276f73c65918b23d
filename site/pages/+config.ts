import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  lang: 'en',
  passToClient: [],
} satisfies Config
