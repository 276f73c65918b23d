'use client'

/** The live AI progress cards, fed by the WebSocket at /ws/ai-progress. */
export const AiProgressCards = () => null
