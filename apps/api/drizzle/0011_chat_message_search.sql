CREATE INDEX "chat_messages_search_idx" ON "chat_messages" USING gin (to_tsvector('english', "text"));
