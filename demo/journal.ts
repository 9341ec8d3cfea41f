/** The demo shop's journal: short articles, each with one product block in its body. */

/** One journal article. */
export interface JournalArticle {
  /** Its address is `/journal/{slug}`. */
  readonly slug: string;
  readonly title: string;
  /** One sentence for the journal's list. */
  readonly summary: string;
  readonly author: string;
  /** ISO date, `YYYY-MM-DD`. */
  readonly published: string;
  /** The paragraphs before the product block. */
  readonly before: readonly string[];
  /** The slug of the catalogue product its product block shows. */
  readonly product: string;
  /** The paragraphs after the product block. */
  readonly after: readonly string[];
}

/** Every article, newest first. */
export const journal: readonly JournalArticle[] = [
  {
    slug: 'field-notes',
    title: 'Field Notes: packing for a wet weekend',
    summary: 'Two days of hills, drizzle and a cabin with a wood stove, and the short list that kept us dry.',
    author: 'Maren Ellis',
    published: '2024-10-18',
    before: [
      'The forecast said showers; the hills said otherwise. We spent a weekend walking the ridge above the ' +
        'reservoir in the kind of steady, sideways rain that finds every gap in a coat, and came back with a ' +
        'shorter packing list than the one we left with.',
      'The rule we keep relearning: pack for the walk, not for the weather report. One shell that actually ' +
        'keeps water out does more than three layers that only claim to. Everything else should dry overnight ' +
        'by a stove, or not come at all.',
    ],
    product: 'rain-jacket',
    after: [
      'Under the shell, a merino layer and a spare pair of socks in a bag of their own. Wool stays warm when ' +
        'damp, and dry socks at the halfway point are worth more than any snack. Cotton stays at home until ' +
        'the drive back.',
      'A canvas tote holds the wet things in the car, a notebook in a zip bag holds the route and the ' +
        'names of the birds we could not see through the cloud, and a flask of coffee makes the last mile ' +
        'feel like the first. Pack light, pack dry, and let the rain be part of the walk.',
    ],
  },
];

/** The article at `/journal/{slug}`, if there is one. */
export function articleBySlug(slug: string): JournalArticle | undefined {
  return journal.find((article) => article.slug === slug);
}

/** An article's page address. */
export function articleUrl(article: Pick<JournalArticle, 'slug'>): string {
  return `/journal/${article.slug}`;
}
