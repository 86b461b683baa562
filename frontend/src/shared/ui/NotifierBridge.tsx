import { notification } from 'antd';
import { useEffect } from 'react';
import { notificationConfig, setNotifier } from './notifier';

/**
 * Renders the toasts and hands their instance to code outside React (see notifier.ts). Inside
 * `ConfigProvider`, so toasts get the theme and the ja-JP locale. antd's `App` would do the same
 * and also bring its modal and message code into every page.
 */
export function NotifierBridge() {
  const [api, contextHolder] = notification.useNotification(notificationConfig);
  useEffect(() => {
    setNotifier(api);
    return () => setNotifier(undefined);
  }, [api]);
  return contextHolder;
}
