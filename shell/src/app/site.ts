export const SITE_NAME = 'Faith & Heritage';
