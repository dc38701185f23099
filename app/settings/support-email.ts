/** The support address when SUPPORT_EMAIL is not set, and on pages rendered without the site config (the error page). */
export const DEFAULT_SUPPORT_EMAIL = "support@marginatlas.com";
