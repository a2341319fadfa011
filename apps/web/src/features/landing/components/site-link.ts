/** A link to another brand's page: a router link on the same host, else a plain link. */
export interface SiteLink {
  href: string;
  internal: boolean;
}
