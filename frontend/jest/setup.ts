import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// Lazy route chunks and antd's first render are slow on a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });
