/// <reference types="vite/client" />

// Build-time configuration (see docs/configuration.md). Every value is optional: without them the build
// talks to the local sandbox on the page's own origin.
interface ImportMetaEnv {
  readonly VITE_SANDBOX?: string
  readonly VITE_KW_API_BASE?: string
  readonly VITE_SA_API_BASE?: string
  readonly VITE_KW_LOYALTY_BASE?: string
  readonly VITE_SA_LOYALTY_BASE?: string
  readonly VITE_KW_FIREBASE_API_KEY?: string
  readonly VITE_SA_FIREBASE_API_KEY?: string
  readonly VITE_KW_FIREBASE_PROJECT_ID?: string
  readonly VITE_SA_FIREBASE_PROJECT_ID?: string
  readonly VITE_KW_FIREBASE_DATABASE_URL?: string
  readonly VITE_SA_FIREBASE_DATABASE_URL?: string
  readonly VITE_KW_FIREBASE_AUTH_DOMAIN?: string
  readonly VITE_SA_FIREBASE_AUTH_DOMAIN?: string
  readonly VITE_KW_PUBLIC_USERNAME?: string
  readonly VITE_SA_PUBLIC_USERNAME?: string
  readonly VITE_KW_PUBLIC_PASSWORD?: string
  readonly VITE_SA_PUBLIC_PASSWORD?: string
  readonly VITE_MAINTENANCE_URL?: string
  readonly VITE_IP_LOOKUP_URL?: string
  readonly VITE_MAPS_BASE?: string
  readonly VITE_MAPS_TOKEN?: string
  readonly VITE_MAP_TILES_URL?: string
  readonly VITE_MAP_TILES_ATTRIBUTION?: string
  readonly VITE_ANALYTICS_BASE?: string
  readonly VITE_ERROR_REPORTER_BASE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
