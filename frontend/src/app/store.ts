import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi as api } from '../shared/api/base-api';
import { writeFailureListener } from '../shared/api/write-failures';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests make their own so no cached data leaks between them. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // The dev-only checks warn past 32 ms, which a busy 2-core machine exceeds without any real problem.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } }).concat(api.middleware)
        // Every failed write is shown from here (decision 0067).
        .prepend(writeFailureListener.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
