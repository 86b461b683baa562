import { useState } from 'react';
import { useCompanionListWorksheetsQuery, type WorksheetResponse } from '../../../shared/api/generated/companion';
import { anchors, bulkDownloadId, companion, downloadUrl } from '../../../shared/content/companion';
import { useDownloadGate, type DownloadTarget } from '../hooks/use-download-gate';
import { DownloadGateDialog } from './DownloadGateDialog';
import { DownloadTabs } from './DownloadTabs';
import { WorksheetCard } from './WorksheetCard';

const bulkTarget: DownloadTarget = { fileType: bulkDownloadId, url: downloadUrl(bulkDownloadId), title: companion.bulkTitle };

const noWorksheets: WorksheetResponse[] = [];

/** The categories in the order the catalogue first uses them. */
function categoriesOf(worksheets: WorksheetResponse[]): string[] {
  return [...new Set(worksheets.map((worksheet) => worksheet.category))];
}

/** The downloads section (anchor #downloads): the whole set (default tab) or one worksheet at a time, behind the gate. */
export function DownloadsSection() {
  const gate = useDownloadGate();
  const [tab, setTab] = useState<'bulk' | 'individual'>('bulk');
  const [category, setCategory] = useState<string>('all');
  const catalogue = useCompanionListWorksheetsQuery();
  const worksheets = catalogue.data ?? noWorksheets;
  const shown = category === 'all' ? worksheets : worksheets.filter((worksheet) => worksheet.category === category);

  const bulkPanel = (
    <div className="site-card downloads-bulk">
      <div>
        <h3 className="site-card__title">{companion.bulkTitle}</h3>
        <p className="site-card__text">{companion.bulkText}</p>
      </div>
      <button type="button" className="site-button site-button--accent site-button--large" onClick={() => gate.request(bulkTarget)}>
        {companion.bulkButton}
      </button>
    </div>
  );

  const individualPanel = catalogue.isError ? (
    <div className="site-card downloads-status" role="alert">
      <p className="site-card__text">{companion.worksheetsError}</p>
      <button type="button" className="site-button" onClick={() => void catalogue.refetch()}>
        {companion.worksheetsRetry}
      </button>
    </div>
  ) : catalogue.isLoading ? (
    <p className="site-section__lead downloads-status" role="status">
      {companion.worksheetsLoading}
    </p>
  ) : (
    <>
      <label className="downloads-filter">
        <span>{companion.categoryFilterLabel}</span>
        <select value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="all">{companion.allCategories}</option>
          {categoriesOf(worksheets).map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <ul className="site-grid downloads-grid">
        {shown.map((worksheet) => (
          <WorksheetCard
            key={worksheet.id}
            worksheet={worksheet}
            onDownload={() => gate.request({ fileType: worksheet.id, url: downloadUrl(worksheet.id), title: worksheet.title })}
          />
        ))}
      </ul>
    </>
  );

  return (
    <section id={anchors.downloads} className="site-section site-section--canvas" aria-labelledby="downloads-title">
      <div className="site-container">
        <h2 className="site-section__title" id="downloads-title">
          {companion.downloadsTitle}
        </h2>
        <p className="site-section__lead">{companion.downloadsLead}</p>
        <DownloadTabs
          id="downloads"
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'bulk', label: companion.bulkTab, panel: bulkPanel },
            { key: 'individual', label: companion.individualTab, panel: individualPanel },
          ]}
        />
      </div>
      {gate.pending && <DownloadGateDialog target={gate.pending} onCancel={gate.cancel} onRegistered={gate.registered} />}
    </section>
  );
}
