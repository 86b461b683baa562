import { ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { lazy, Suspense, type ReactNode } from 'react';
import { awaitNotifier } from '../shared/ui/notifier';
import { themeConfig } from '../shared/ui/theme';

dayjs.locale('ja');

/**
 * The toasts' bridge is loaded after the shell's first paint: antd's notification code is not
 * needed to draw a screen (docs/benchmarks.md, page weight). Its loading starts with this module;
 * a toast asked for meanwhile waits for it (`awaitNotifier`).
 */
const bridgeModule = import('../shared/ui/NotifierBridge');
awaitNotifier(bridgeModule);
const NotifierBridge = lazy(() => bridgeModule.then((m) => ({ default: m.NotifierBridge })));

/** antd inserts a space between two CJK characters in buttons ("作 成"); Japanese UI text must stay as written. */
const buttonConfig = { autoInsertSpace: false };

/** antd in Japanese (ja_JP, dayjs 'ja') with the brand theme, and context-aware toasts (`NotifierBridge`, loaded after the first paint; antd's `App` would also bring its modal and message code). */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={jaJP} theme={themeConfig} button={buttonConfig}>
      <Suspense fallback={null}>
        <NotifierBridge />
      </Suspense>
      {children}
    </ConfigProvider>
  );
}
