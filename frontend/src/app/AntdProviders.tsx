import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { awaitNotifier } from '../shared/ui/notifier';
import { themeConfig } from '../shared/ui/theme';
import { usePrefersReducedMotion } from '../shared/ui/use-narrow-screen';

dayjs.locale('ja');

/**
 * The toasts' bridge is loaded after the shell's first paint: antd's notification code is not
 * needed to draw a screen (docs/benchmarks.md, page weight). Its loading starts with this module;
 * a toast asked for meanwhile waits for it (`awaitNotifier`).
 */
const bridgeModule = import('../shared/ui/NotifierBridge');
awaitNotifier(bridgeModule);
const NotifierBridge = lazy(() => bridgeModule.then((m) => ({ default: m.NotifierBridge })));

/**
 * An optional field is marked one way in the whole product: 「（任意）」 in its label. antd's own
 * mark (`requiredMark="optional"`) would add 「(オプション)」; it says the same instead.
 */
const locale: Locale = { ...jaJP, Form: { defaultValidateMessages: {}, ...jaJP.Form, optional: '（任意）' } };

/** antd inserts a space between two CJK characters in buttons ("作 成"); Japanese UI text must stay as written. */
const buttonConfig = { autoInsertSpace: false };

/** antd in Japanese (ja_JP, dayjs 'ja') with the brand theme, and context-aware toasts (`NotifierBridge`, loaded after the first paint; antd's `App` would also bring its modal and message code). */
export function AntdProviders({ children }: { children: ReactNode }) {
  // With reduced motion asked for, antd's dialogs, menus and toasts appear without animating.
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => (reducedMotion ? { ...themeConfig, token: { ...themeConfig.token, motion: false } } : themeConfig), [reducedMotion]);
  return (
    <ConfigProvider locale={locale} theme={theme} button={buttonConfig}>
      <Suspense fallback={null}>
        <NotifierBridge />
      </Suspense>
      {children}
    </ConfigProvider>
  );
}
