import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import { fetchRelatedRecords, useDataProvider, useListContext, useNotify } from 'react-admin';

/**
 * Export: the list's records under its search and filters, up to `maxResults`, through the list's exporter (a CSV
 * download), as react-admin's ExportButton does, labelled at every width.
 */
export function ExportButton({ maxResults = 1000 }: { maxResults?: number }) {
  const { resource, filterValues, sort, exporter, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!exporter || !resource) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.getList(resource, {
        sort,
        filter: filterValues,
        pagination: { page: 1, perPage: maxResults },
      });
      await exporter(data, fetchRelatedRecords(dataProvider), dataProvider, resource);
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={onClick} disabled={busy || total === 0}>
      Export
    </Button>
  );
}
