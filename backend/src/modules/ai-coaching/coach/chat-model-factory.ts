import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { AppConfig } from '../../../platform/config/app-config.js';

/**
 * The LangChain chat model `AI_PROVIDER` names. Each provider package is loaded only when chosen.
 * `openai` with `AI_BASE_URL` talks to any OpenAI-compatible server (Ollama, vLLM, LM Studio,
 * llama.cpp). Retries are off: a failed reply is reported at once and the user sends again.
 */
export async function createChatModel(ai: AppConfig['ai']): Promise<BaseChatModel> {
  const common = { model: ai.model, temperature: ai.temperature, maxRetries: 0 };
  switch (ai.provider) {
    case 'openai': {
      const { ChatOpenAI } = await import('@langchain/openai');
      return new ChatOpenAI({
        ...common,
        apiKey: ai.apiKey ?? 'not-needed',
        timeout: ai.timeoutMs,
        streaming: true,
        configuration: ai.baseUrl ? { baseURL: ai.baseUrl } : undefined,
      });
    }
    case 'anthropic': {
      const { ChatAnthropic } = await import('@langchain/anthropic');
      return new ChatAnthropic({ ...common, apiKey: ai.apiKey, streaming: true, ...(ai.baseUrl ? { anthropicApiUrl: ai.baseUrl } : {}) });
    }
    case 'ollama': {
      const { ChatOllama } = await import('@langchain/ollama');
      return new ChatOllama({ model: ai.model, temperature: ai.temperature, baseUrl: ai.baseUrl ?? 'http://localhost:11434' });
    }
    default:
      throw new Error(`No chat model for AI_PROVIDER=${ai.provider}`);
  }
}
