DROP INDEX "messages_conversation_idx";--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("conversation_id",("id" + 0));