import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<Key extends string> {
  key: Key;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop, arrow keys move between tabs, each panel
 * labelled by its tab. Hidden panels stay in the page (`hidden`), so switching moves nothing else.
 */
export function DownloadTabs<Key extends string>({ id, tabs, active, onChange }: { id: string; tabs: Tab<Key>[]; active: Key; onChange: (key: Key) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next].key);
    buttons.current[next]?.focus();
  }

  return (
    <div className="download-tabs">
      <div role="tablist" className="download-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
            aria-selected={tab.key === active}
            tabIndex={tab.key === active ? 0 : -1}
            className="download-tabs__tab"
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== active}
          className="download-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
