/**
 * SOCIAL PROOF — FOR THE SITE OWNER TO FILL.
 *
 * Every customer name, logo, testimonial, rating or usage figure shown on the site comes from this one file.
 * It ships EMPTY on purpose: nothing here may be invented. Add only entries you have permission to publish
 * and can substantiate. Pages read well without any of it; sections that use it hide themselves when empty.
 */
export type CustomerLogo = { name: string; /** Path under /public, e.g. "/logos/acme.svg". */ src: string };
export type Testimonial = { quote: string; name: string; role: string; company: string };
export type Stat = { value: string; label: string; source: string };

export const customerLogos: CustomerLogo[] = [];
export const testimonials: Testimonial[] = [];
export const stats: Stat[] = [];
