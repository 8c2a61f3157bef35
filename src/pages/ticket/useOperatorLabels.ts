/** An operator's translatable labels of one type in the page language (`GET {op}/labels`, 000 §7). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocale } from 'react-admin';
import type { LabelType } from '../../../resources/translations';
import type { BackofficeDataProvider } from '../../data/types';

/** Labels change rarely: a printed ticket reads them again after this long. */
const LABELS_STALE_MS = 5 * 60_000;

/**
 * `code → text` of the operator's labels of `labelType` in the page language (its own text, else
 * the default), or undefined while loading or when the call fails (the console's words apply).
 *
 * @example const labels = useOperatorLabels('op1', 'TICKET'); labels?.footer
 */
export function useOperatorLabels(operatorCode: string, labelType: LabelType): Readonly<Record<string, string>> | undefined {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const langCode = useLocale();
  const { data } = useQuery({
    queryKey: ['labels', operatorCode, labelType, langCode],
    staleTime: LABELS_STALE_MS,
    retry: 1,
    queryFn: () => readOperatorLabels(dataProvider, operatorCode, labelType, langCode),
  });
  return data;
}

/** `GET {op}/labels` (000 §7: "resource=labels, labels.req.labelType"; payload.labels.res.all) as `code → text`. */
export async function readOperatorLabels(
  dataProvider: BackofficeDataProvider,
  operatorCode: string,
  labelType: LabelType,
  langCode: string,
): Promise<Record<string, string>> {
  const payload = await dataProvider.callApi<{ labels: { res: { all: { code: string; text: string }[] } } }>({
    method: 'GET',
    path: 'labels',
    operator: operatorCode,
    query: { resource: 'labels', 'labels.req.labelType': labelType, langCode },
  });
  return Object.fromEntries(payload.labels.res.all.map((label) => [label.code, label.text]));
}
