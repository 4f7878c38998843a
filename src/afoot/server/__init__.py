"""The browser server: FastAPI lobby and tables, one WebSocket per seat, the static client."""
