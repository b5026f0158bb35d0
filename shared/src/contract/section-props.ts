/**
 * What the shell hands a section it renders. A section must accept being rendered with none of these (its
 * standalone page and the embed page pass nothing), so every field is optional.
 */
export type SectionProps = {
  /** The yields section fills a whole page at /yields ('page') or sits on the dashboard ('section'). */
  mode?: 'section' | 'page';
};
