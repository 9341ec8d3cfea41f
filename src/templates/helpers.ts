/**
 * The display helpers where the engine's own formatter falls short (it prints template problems
 * into the page, or leaves text unescaped), used in its place by every template renderer. Each
 * keeps the engine's own rule and changes only what it must:
 * - the image size formatters (`resizedHeightForWidth`, `resizedWidthForHeight`,
 *   `squarespaceThumbnailForHeight`) and `website-color` print their validation messages into the
 *   page; here the messages are template problems, in the platform's words ("Invalid source parameter.
 *   Pass in 'originalSize'.", "Hue out of bounds", "Missing an H/S/L value", ...), and the page gets
 *   nothing;
 * - `activate-twitter-links` links web addresses, @handles and #hashtags in text it does not
 *   escape: markup in the text would run. Here the text is escaped first;
 * - `twitter-follow-button` writes a script for the platform's own page library and the user name
 *   unescaped; here it is the same element, the name escaped, holding a plain link to the profile.
 * The other display helpers are the engine's own, which behave as the platform's (its tests show it).
 */
import { Formatter, Formatters, type Context, type Variable } from '@squarespace/template-engine';
import { safeUrl } from '../lib/url';
import { escapeHtml } from '../server/render';

/**
 * An engine formatter whose validation messages become template problems: `read` finds them in
 * what the engine's formatter wrote (none: its output stands), and then the page gets nothing.
 */
class Reported extends Formatter {
  constructor(
    private readonly inner: Formatter,
    private readonly read: (output: string) => readonly string[],
  ) {
    super();
  }

  apply(args: string[], vars: Variable[], ctx: Context): void {
    this.inner.apply(args, vars, ctx);
    const first = vars[0];
    const output = first?.node.value;
    if (!first || typeof output !== 'string') return;
    const messages = this.read(output);
    if (messages.length === 0) return;
    for (const message of messages) ctx.error({ type: 'engine', message });
    first.set('');
  }
}

/** The message for an image size that is not "WxH". */
export const IMAGE_SIZE_PROBLEM = "Invalid source parameter. Pass in 'originalSize'.";

const imageSizeProblems = (output: string) =>
  output.startsWith('Invalid source parameter') ? [IMAGE_SIZE_PROBLEM] : [];

/** The messages for an HSL colour out of range or incomplete, as `website-color` words them (with ". " after each). */
const HSL_MESSAGES = [
  'Hue out of bounds',
  'Saturation out of bounds',
  'Lightness out of bounds',
  'Alpha out of bounds',
];
const HSL_MISSING = 'Missing an H/S/L value';

const hslProblems = (output: string) =>
  output.startsWith(HSL_MISSING) ? [HSL_MISSING] : HSL_MESSAGES.filter((message) => output.includes(message));

/** Links in text, as the engine makes them, from the text escaped first. */
class EscapedLinks extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const first = vars[0];
    if (!first) return;
    first.set(escapeHtml(first.node.asString()));
    Formatters['activate-twitter-links']!.apply(args, vars, ctx);
  }
}

/** The follow button: the user name, else the last segment of the profile address. */
class FollowButton extends Formatter {
  apply(_args: string[], vars: Variable[]): void {
    const first = vars[0];
    if (!first) return;
    const profile = first.node.get('profileUrl').asString();
    const name = first.node.get('userName').asString() || (profile.split('/').at(-1) ?? '');
    const href = safeUrl(profile);
    const link = href ? `<a href="${escapeHtml(href)}">Follow @${escapeHtml(name)}</a>` : '';
    first.set(`<div class="squarespace-follow-button" data-username="${escapeHtml(name)}">${link}</div>`);
  }
}

/** The helpers used in place of the engine's own of the same name. */
export const DISPLAY_HELPERS: Readonly<Record<string, Formatter>> = {
  resizedHeightForWidth: new Reported(Formatters.resizedHeightForWidth!, imageSizeProblems),
  resizedWidthForHeight: new Reported(Formatters.resizedWidthForHeight!, imageSizeProblems),
  squarespaceThumbnailForHeight: new Reported(Formatters.squarespaceThumbnailForHeight!, imageSizeProblems),
  'website-color': new Reported(Formatters['website-color']!, hslProblems),
  'activate-twitter-links': new EscapedLinks(),
  'twitter-follow-button': new FollowButton(),
};
