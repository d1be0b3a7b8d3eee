import { LOCALES } from '../schema/locales';

/**
 * Decap CMS configuration: every page kind of SPEC §2 as a collection, with the content blocks as
 * a typed list, stored as JSON in Decap's multiple_folders layout:
 * marketing/content/<collection>/<locale>/<slug>.json (the layout the build validates).
 */
type Field = Record<string, unknown>;

const CONTENT = 'marketing/content';
const string = (name: string, label: string, extra: Field = {}): Field => ({
  name,
  label,
  widget: 'string',
  ...extra,
});
const text = (name: string, label: string, extra: Field = {}): Field => ({
  name,
  label,
  widget: 'text',
  ...extra,
});
const optional = { required: false };
const link = (name: string, label: string, extra: Field = {}): Field => ({
  name,
  label,
  widget: 'object',
  fields: [
    string('label', 'Label'),
    string('href', 'Link (a site path such as /offers/, a /webapp path or https://)'),
  ],
  ...extra,
});
const list = (name: string, label: string, fields: Field[], extra: Field = {}): Field => ({
  name,
  label,
  widget: 'list',
  fields,
  ...extra,
});
const typeCodes = ['softcover', 'hardcover', 'layflat', 'wall', 'desk', 'glossy', 'matte'];

const blockTypes: Field[] = [
  {
    name: 'hero',
    label: 'Hero banner',
    widget: 'object',
    fields: [
      string('eyebrow', 'Eyebrow', optional),
      string('heading', 'Heading (empty: the page heading)', optional),
      text('text', 'Text (empty: the page intro)', optional),
      link('cta', 'Button'),
      link('secondary', 'Second button', optional),
      {
        name: 'art',
        label: 'Artwork',
        widget: 'select',
        options: ['book', 'calendar', 'prints', 'gift'],
        default: 'book',
      },
    ],
  },
  {
    name: 'productCarousel',
    label: 'Product carousel',
    widget: 'object',
    fields: [
      string('heading', 'Heading'),
      { name: 'types', label: 'Product types', widget: 'select', multiple: true, options: typeCodes },
    ],
  },
  {
    name: 'countdown',
    label: 'Countdown',
    widget: 'object',
    fields: [
      string('heading', 'Heading'),
      text('text', 'Text', optional),
      { name: 'endsAt', label: 'Ends at', widget: 'datetime', format: 'YYYY-MM-DDTHH:mm:ssZ' },
      string('endedText', 'Text once it has ended'),
    ],
  },
  {
    name: 'testimonialCarousel',
    label: 'Testimonial carousel',
    widget: 'object',
    fields: [
      string('heading', 'Heading'),
      list('items', 'Testimonials', [
        text('quote', 'Quote'),
        string('name', 'Name'),
        string('product', 'Product'),
        { name: 'rating', label: 'Rating', widget: 'number', value_type: 'int', min: 1, max: 5 },
      ]),
    ],
  },
  {
    name: 'featureCarousel',
    label: 'Feature carousel',
    widget: 'object',
    fields: [
      string('heading', 'Heading'),
      list('items', 'Features', [string('title', 'Title'), text('text', 'Text')]),
    ],
  },
  {
    name: 'paragraph',
    label: 'Article paragraph',
    widget: 'object',
    fields: [string('heading', 'Heading', optional), text('text', 'Text')],
  },
  {
    name: 'quote',
    label: 'Quote',
    widget: 'object',
    fields: [text('text', 'Quote'), string('cite', 'Who said it')],
  },
  {
    name: 'video',
    label: 'Video',
    widget: 'object',
    fields: [
      string('title', 'Title'),
      string('youtubeId', 'YouTube video id'),
      string('caption', 'Caption', optional),
    ],
  },
  {
    name: 'grid',
    label: 'Grid',
    widget: 'object',
    fields: [
      string('heading', 'Heading'),
      list('items', 'Items', [
        string('title', 'Title'),
        text('text', 'Text'),
        link('link', 'Link', optional),
      ]),
    ],
  },
  {
    name: 'offers',
    label: 'Offer blocks',
    widget: 'object',
    fields: [
      string('heading', 'Heading'),
      list('items', 'Offers', [
        string('title', 'Title'),
        text('text', 'Text'),
        string('code', 'Code', optional),
        link('link', 'Link'),
      ]),
    ],
  },
  {
    name: 'discounts',
    label: 'Discounts',
    widget: 'object',
    fields: [
      string('heading', 'Heading'),
      list('items', 'Discounts', [
        { name: 'percent', label: 'Percent off', widget: 'number', value_type: 'int', min: 1, max: 90 },
        string('label', 'Label'),
        text('text', 'Text'),
      ]),
      text('terms', 'Terms', optional),
    ],
  },
  {
    name: 'howToApply',
    label: 'How to apply',
    widget: 'object',
    fields: [
      string('heading', 'Heading'),
      { name: 'steps', label: 'Steps', widget: 'list', field: string('step', 'Step') },
      string('email', 'E-mail'),
    ],
  },
  {
    name: 'openings',
    label: 'Job openings',
    widget: 'object',
    fields: [
      string('heading', 'Heading'),
      list('items', 'Openings', [
        string('title', 'Title'),
        string('location', 'Location'),
        string('kind', 'Kind'),
        text('text', 'Text'),
      ]),
    ],
  },
];

export const blocksField: Field = {
  name: 'blocks',
  label: 'Blocks',
  widget: 'list',
  typeKey: 'type',
  types: blockTypes,
  required: false,
};

const meta = [
  string('title', 'Title (browser tab and search results)'),
  text('description', 'Description (search results, 50–170 characters)'),
];
const slugField = (name: string, label: string) => ({ ...string(name, label), i18n: 'duplicate' });

const folder = (name: string, label: string, fields: Field[], extra: Field = {}): Field => ({
  name,
  label,
  folder: `${CONTENT}/${name}`,
  extension: 'json',
  format: 'json',
  i18n: true,
  create: true,
  slug: '{{slug}}',
  fields,
  ...extra,
});

export function cmsConfig(opts: { repo: string; branch: string }) {
  return {
    load_config_file: false,
    backend: { name: 'github', repo: opts.repo, branch: opts.branch },
    // On localhost the admin talks to decap-server (`npm run cms`) and edits the files in this folder.
    local_backend: true,
    media_folder: `${CONTENT}/media`,
    public_folder: '/media',
    i18n: { structure: 'multiple_folders', locales: [...LOCALES], default_locale: 'en' },
    collections: [
      // The single pages (home, about, careers, ...): one entry per page kind, not created in the
      // editor because each needs its template. Decap only allows single_file i18n for files
      // collections, so they are a folder collection like the rest.
      folder('pages', 'Pages', [...meta, string('heading', 'Heading'), text('intro', 'Intro'), blocksField], {
        create: false,
        delete: false,
        summary: '{{slug}}: {{heading}}',
      }),
      folder('products', 'Product pages', [
        ...meta,
        slugField('category', 'Catalog category code'),
        slugField('type', 'Catalog type code'),
        text('tagline', 'Tagline'),
        blocksField,
      ]),
      folder('product-types', 'Product types', [
        ...meta,
        slugField('category', 'Catalog category code'),
        text('intro', 'Intro'),
        blocksField,
      ]),
      folder(
        'articles',
        'Articles',
        [
          ...meta,
          {
            name: 'date',
            label: 'Date',
            widget: 'datetime',
            format: 'YYYY-MM-DD',
            time_format: false,
            i18n: 'duplicate',
          },
          {
            ...slugField('category', 'Category'),
            widget: 'relation',
            collection: 'categories',
            search_fields: ['title'],
            value_field: '{{slug}}',
            display_fields: ['title'],
          },
          {
            ...slugField('author', 'Author'),
            widget: 'relation',
            collection: 'authors',
            search_fields: ['name'],
            value_field: '{{slug}}',
            display_fields: ['name'],
          },
          {
            name: 'readingMinutes',
            label: 'Reading time (minutes)',
            widget: 'number',
            value_type: 'int',
            i18n: 'duplicate',
          },
          { ...blocksField, required: true },
        ],
        { sortable_fields: ['date', 'title'] },
      ),
      folder('categories', 'Blog categories', [...meta, text('intro', 'Intro')]),
      folder('authors', 'Authors', [
        ...meta,
        string('name', 'Name'),
        string('role', 'Role'),
        text('bio', 'Biography'),
      ]),
      folder('collections', 'Blog collections', [
        ...meta,
        text('intro', 'Intro'),
        {
          name: 'articles',
          label: 'Articles',
          widget: 'relation',
          collection: 'articles',
          multiple: true,
          search_fields: ['title'],
          value_field: '{{slug}}',
          display_fields: ['title'],
          i18n: 'duplicate',
        },
      ]),
    ].map((c) => ({ ...c, fields: (c as { fields?: Field[] }).fields?.map(translatable) })),
  };
}

/** Fields translate unless marked otherwise (slugs, dates and references are shared). */
function translatable(field: Field): Field {
  return 'i18n' in field ? field : { ...field, i18n: true };
}
