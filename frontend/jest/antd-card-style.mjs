// Jest loads antd as its CommonJS build (`antd` resolves to its `main`); the Panel's deep import of
// the card's style hook (`antd/es/card/style`, the ES build Vite bundles) is mapped here
// (jest.config.mjs), to the same CommonJS copy, so there is one antd with one style cache. A
// CommonJS module's ES default is its whole `module.exports`; the hook is its `default`.
import cardStyle from 'antd/lib/card/style/index.js';

export default cardStyle.default;
