import { text, type SiteMigration } from './schema-builders';

/** Creates site_config, navigation, sponsor, country_area. */
export const siteConfiguration: SiteMigration = {
  name: '0001_site_configuration',
  async up(db) {
    await db.schema
      .createTable('site_config')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', text)
      .execute();
    await db.schema
      .createTable('navigation')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('section', 'text', text)
      .addColumn('name', 'text', text)
      .addColumn('route_name', 'text', text)
      .addColumn('icon', 'text', text)
      .addColumn('sort', 'integer', text)
      .execute();
    await db.schema
      .createTable('sponsor')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('title', 'text', text)
      .addColumn('content', 'text', text)
      .addColumn('image', 'text', text)
      .execute();
    await db.schema
      .createTable('country_area')
      .addColumn('area_code', 'text', (c) => c.primaryKey())
      .addColumn('area_name', 'text', text)
      .addColumn('regex', 'text', text)
      .addColumn('sort', 'integer', text)
      .execute();
  },
};
