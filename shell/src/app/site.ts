export { SITE_DESCRIPTION, SITE_NAME } from '@site/contracts/site';
