/** The generated data provider over a fake fetch, and a page whose head holds API profile settings. */
import type { ApiProfile } from '../../../src/data/apiProfile';
import type { BackofficeDataProvider } from '../../../src/data/types';
import { createGeneratedDataProvider } from '../../../src/generated/dataProvider';
import type { fakeFetch } from './fakeFetch';

/** The generated data provider of operator op1 on this fake fetch, answers unchecked, with this profile (default the page's). */
export function generatedProvider(fake: Pick<ReturnType<typeof fakeFetch>, 'fetch'>, apiProfile?: ApiProfile): BackofficeDataProvider {
  return createGeneratedDataProvider({
    getOperator: () => 'op1',
    getToken: () => 't',
    getLanguage: () => 'en',
    fetch: fake.fetch,
    contractCheck: 'off',
    apiProfile,
  }) as BackofficeDataProvider;
}

/**
 * A page whose head holds these settings (as querySelectorAll finds them): a text is a
 * `backoffice:api-call` tag's content, a pair another tag's name and content.
 */
export function profilePage(...settings: (string | [tag: string, content: string])[]): Pick<Document, 'querySelectorAll'> {
  const tags = settings.map((setting) => {
    const [tag, content] = typeof setting === 'string' ? ['backoffice:api-call', setting] : setting;
    return { tag, getAttribute: (name: string) => (name === 'content' ? content : null) };
  });
  return {
    querySelectorAll: ((selector: string) => tags.filter(({ tag }) => selector === `meta[name="${tag}"]`)) as never,
  };
}

/** The settings of one tag, each a pair for profilePage. */
export const tagged = (tag: string, ...contents: string[]) => contents.map((content): [string, string] => [tag, content]);
