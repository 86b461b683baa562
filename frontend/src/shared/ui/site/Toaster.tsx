import { dismissToast, useSiteToast } from './toast';

const dismissLabel = '閉じる';

/** Where the public pages' toasts appear: fixed above the page, so showing one moves nothing. */
export function Toaster() {
  const toast = useSiteToast();
  return (
    <div className="site-toaster">
      {toast && (
        <div
          key={toast.id}
          className={`site-toast site-toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          aria-labelledby={`site-toast-title-${toast.id}`}
        >
          <div className="site-toast__body">
            <p className="site-toast__title" id={`site-toast-title-${toast.id}`}>
              {toast.title}
            </p>
            {toast.description && <p className="site-toast__text">{toast.description}</p>}
          </div>
          <button type="button" className="site-toast__close" aria-label={dismissLabel} onClick={dismissToast}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
