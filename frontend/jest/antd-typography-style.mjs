// Jest loads antd as its CommonJS build; the shared Typography's deep import of antd's style hook
// (`antd/es/typography/style`) is mapped here, to the same CommonJS copy (see antd-card-style.mjs).
import typographyStyle from 'antd/lib/typography/style/index.js';

export default typographyStyle.default;
