import { ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { NotifierBridge } from '../shared/ui/NotifierBridge';
import { themeConfig } from '../shared/ui/theme';
import type { AppStore } from './store';

dayjs.locale('ja');

/** antd inserts a space between two CJK characters in buttons ("作 成"); Japanese UI text must stay as written. */
const buttonConfig = { autoInsertSpace: false };

/** Redux store, antd in Japanese (ja_JP, dayjs 'ja') with the brand's theme, and context-aware toasts. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={jaJP} theme={themeConfig} button={buttonConfig}>
        <NotifierBridge />
        {children}
      </ConfigProvider>
    </Provider>
  );
}
