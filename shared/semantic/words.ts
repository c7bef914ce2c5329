// The words a question about the CRM is read from, as data (ThoughtSpot's keywords, Power BI Q&A's
// linguistic schema): the measures' and attributes' own phrases (./measures, ./attributes), and the
// words that are not a measure — what is counted ("deals", "calls"), whether a count or an amount is
// asked ("how many", "how much"), the operations ("top", "by", "compare", "trend", "list"), amounts'
// comparators ("over $10k") and words no CRM question has ("poem", "weather"). Each entry's id says
// what it means; ./read composes the matches. A new synonym is a phrase here.
import { ATTRIBUTES } from './attributes'
import { MEASURES } from './measures'

export type WordEntry = { id: string; phrases: readonly string[]; strength?: number }

/** What a question counts or sums, when it names no measure. */
const CONCEPTS: WordEntry[] = [
  {
    id: 'concept:won',
    phrases: [
      'won',
      'win',
      'wins',
      'winning',
      'close',
      'closed',
      'closing',
      'sign',
      'signed',
      'land',
      'landed',
      'book',
      'booked',
      'closed won',
    ],
  },
  // customers are won deals ("how many customers do we have")
  { id: 'concept:customer', phrases: ['customer', 'customers', 'client', 'clients', 'paying customers'] },
  // money verbs: won value only where an amount is asked ("how much money did we make")
  {
    id: 'concept:earn',
    phrases: [
      'make',
      'made',
      'earn',
      'earned',
      'bring in',
      'brought in',
      'take in',
      'took in',
      'bill',
      'billed',
      'generate',
      'generated',
      'bring',
      'brought',
      'sell',
      'sold',
      'selling',
      'came in',
      'come in',
      'coming in',
    ],
  },
  // what a platform said, not the CRM ("the revenue the ad platform reported")
  { id: 'concept:reported', phrases: ['report', 'reported', 'ad platform', 'platform', 'platforms'] },
  { id: 'concept:lost', phrases: ['lost', 'lose', 'losing', 'loss', 'fell through'] },
  {
    id: 'concept:lead',
    phrases: [
      'lead',
      'leads',
      'prospect',
      'prospects',
      'enquiry',
      'inquiry',
      'opportunity',
      'opportunities',
      'pipeline deals',
    ],
  },
  { id: 'concept:deal', phrases: ['deal', 'deals', 'account', 'accounts'] },
  { id: 'concept:call', phrases: ['call', 'calls', 'phone call', 'phone calls', 'dial', 'dials', 'rang', 'phoned'] },
  { id: 'concept:duration', phrases: ['how long', 'minutes', 'duration', 'length'] },
  // what a lead costs ("how much does a search lead cost")
  { id: 'concept:each', phrases: ['each', 'a lead', 'per lead', 'apiece'] },
]

const ASPECTS: WordEntry[] = [
  {
    id: 'aspect:count',
    phrases: ['how many', 'number of', 'count', 'count of', 'total number', 'how many of', 'tally'],
  },
  {
    id: 'aspect:value',
    phrases: [
      'how much',
      'worth',
      'value',
      'amount',
      'money',
      'dollars',
      'total value',
      'in value',
      'revenue wise',
      'what are they worth',
    ],
  },
  // a share: with deals won it is the win rate, with leads won the conversion
  {
    id: 'aspect:share',
    phrases: ['percentage', 'percent', 'share', 'proportion', 'what fraction', 'how often', 'ratio'],
  },
  // an average: of won deals, the average deal; of calls, the average call
  { id: 'aspect:average', phrases: ['on average', 'average', 'mean', 'typical', 'typically'] },
]

const OPERATIONS: WordEntry[] = [
  // "best" follows the measure's better side (the best cost per lead is the lowest); "most" is more
  {
    id: 'op:best',
    phrases: [
      'best',
      'top',
      'strongest',
      'best performing',
      'number one',
      'star',
      'rank',
      'ranked',
      'ranking',
      'league table',
    ],
  },
  {
    id: 'op:worst',
    phrases: ['worst', 'weakest', 'bottom', 'worst performing', 'poorest', 'underperforming', 'laggard'],
  },
  { id: 'op:most', phrases: ['most', 'highest', 'biggest', 'largest', 'greatest', 'maximum', 'max'] },
  { id: 'op:least', phrases: ['least', 'lowest', 'fewest', 'smallest', 'minimum', 'min', 'cheapest'] },
  {
    id: 'op:by',
    phrases: [
      'by',
      'per',
      'for each',
      'each',
      'for every',
      'every',
      'broken down by',
      'break down by',
      'breakdown by',
      'breakdown',
      'break down',
      'split by',
      'grouped by',
      'across',
      'by each',
      'for all',
    ],
  },
  {
    id: 'op:trend',
    phrases: [
      'trend',
      'trends',
      'trending',
      'over time',
      'month by month',
      'week by week',
      'history',
      'monthly',
      'weekly',
      'quarterly',
      'yearly',
      'daily',
      'time series',
      'evolution',
    ],
  },
  {
    id: 'op:compare',
    phrases: [
      'compare',
      'compared',
      'comparing',
      'comparison',
      'vs',
      'versus',
      'against',
      'than',
      'relative to',
      'side by side',
      'stack up',
      'difference between',
    ],
  },
  {
    id: 'op:list',
    phrases: [
      'list',
      'show me',
      'show',
      'give me',
      'display',
      'pull up',
      'export',
      'find',
      'names of',
      'who are',
      'which ones',
      'what are the',
      'tell me which',
    ],
  },
  { id: 'op:which', phrases: ['which', 'what', 'who', 'whose'] },
  {
    id: 'op:perf',
    phrases: [
      'perform',
      'performance',
      'performing',
      'performed',
      'results',
      'doing',
      'going',
      'went',
      'fare',
      'fared',
      'how did',
      'how is',
      'how are',
      'how was',
      'how were',
      'how has',
      'how have',
      'overview',
      'summary',
      'numbers',
      'stats',
    ],
  },
  {
    id: 'follow:only',
    phrases: ['only', 'just', 'only for', 'just for', 'limited to', 'restricted to', 'filter to', 'narrow to'],
  },
  {
    id: 'follow:about',
    phrases: ['what about', 'how about', 'same for', 'same but', 'and for', 'now for', 'what if we look at'],
  },
  {
    id: 'follow:all',
    phrases: ['everyone', 'everything', 'without the filter', 'remove the filter', 'remove the filters', 'no filter'],
  },
]

const COMPARATORS: WordEntry[] = [
  {
    id: 'cmp:gte',
    phrases: [
      'over',
      'above',
      'more than',
      'at least',
      'greater than',
      'bigger than',
      'larger than',
      'worth over',
      'worth more than',
      'exceeding',
      'upwards of',
      'minimum of',
      'no less than',
    ],
  },
  {
    id: 'cmp:lte',
    phrases: [
      'under',
      'below',
      'less than',
      'at most',
      'smaller than',
      'worth under',
      'worth less than',
      'up to',
      'maximum of',
      'no more than',
    ],
  },
]

/** Words no question about the company's records has: the chat says what it can answer instead. */
const OFF_TOPIC: WordEntry[] = [
  // a form of writing: never a question about the records, whatever it is about
  {
    id: 'offtopic:form',
    phrases: [
      'poem',
      'poems',
      'joke',
      'jokes',
      'song',
      'lyrics',
      'haiku',
      'limerick',
      'story',
      'essay',
      'sonnet',
      'rap',
      'translate',
      'exchange rate',
      'to euros',
      'into euros',
      'in euros',
      'to dollars',
      'into dollars',
    ],
  },
  // a subject outside the records: out of scope unless a measure is named too
  {
    id: 'offtopic:topic',
    phrases: [
      'weather',
      'recipe',
      'cook',
      'dinner',
      'lunch',
      'football',
      'world cup',
      'olympics',
      'election',
      'movie',
      'film',
      'horoscope',
      'temperature',
      'rain',
      'bitcoin',
      'stock price',
      'capital of',
      'president',
      'meaning of life',
      'news',
      'flight',
      'hotel',
      'holiday',
      'train ticket',
      'taxi',
    ],
  },
]

/** Every static entry of the question vocabulary, with how strongly each names its value. */
export const QUESTION_WORDS: readonly WordEntry[] = [
  ...MEASURES.map((m) => ({ id: `measure:${m.id}`, phrases: m.phrases, strength: 3 })),
  ...ATTRIBUTES.filter((a) => a.phrases.length > 0).map((a) => ({ id: `attr:${a.id}`, phrases: a.phrases })),
  ...ATTRIBUTES.flatMap((a) =>
    (a.values ?? [])
      .filter((v) => v.phrases.length > 0)
      .map((v) => ({ id: `value:${a.id}:${v.id}`, phrases: v.phrases, strength: 2 })),
  ),
  ...CONCEPTS,
  ...ASPECTS,
  ...OPERATIONS,
  ...COMPARATORS,
  ...OFF_TOPIC,
]

/** Words that are "me" as an owner ("my deals", "leads I own"). */
export const ME_WORDS = new Set(['my', 'mine', 'myself'])

/** Everyday words of questions, which the spelling corrector leaves as they are. */
export const COMMON_WORDS =
  'what whats which who whom whose when where why how many much did does do done is are was were be been being have has had our we us you me my it its the a an this that these those there their them they show list find give get tell compare than with without from since until before after between during over under above below about into onto upon then also just only all any each every some more most less least few fewer here please thanks thank could would should shall will can may might must need want like look see know think make made take took bring brought come came go went going doing one two three four five six seven eight nine ten hundred thousand million per via and or but not nor so yet if else other others another same own such than too very really still already ever never always often sometimes year years month months week weeks day days quarter quarters today yesterday tomorrow now currently current recently new old good bad great high low big small large first second third last next previous past early late end start begin beginning total overall whole average mean typical number numbers amount value worth money dollars people person team company business clients customers deals leads sales revenue calls campaigns'.split(
    ' ',
  )
