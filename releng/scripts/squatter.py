#!/usr/bin/env python3
"""Binds a TCP port on 127.0.0.1 as a squatter would once its owner died, and reports every connection it hears
(the request line, and whether it carried an Authorization header) for SECONDS or until STOP_FILE exists; then prints
"connections: N".

Usage: squatter.py PORT SECONDS READY_FILE [STOP_FILE]  (READY_FILE is written once the port is bound)"""
import os
import socket
import sys
import time

port, seconds, ready = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3]
stop = sys.argv[4] if len(sys.argv) > 4 else None
server = socket.socket()
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", port))
server.listen(50)
with open(ready, "w") as marker:
    marker.write("listening\n")
heard = 0
end = time.time() + seconds
while True:
    left = end - time.time()
    if left <= 0 or stop and os.path.exists(stop):
        break
    server.settimeout(min(left, 0.2))
    try:
        connection, _ = server.accept()
    except socket.timeout:
        continue
    connection.settimeout(2)
    try:
        data = connection.recv(65536)
    except socket.timeout:
        data = b""
    heard += 1
    print("heard:", data.decode("latin-1").split("\r\n")[0], "token:", b"authorization" in data.lower())
    connection.close()
print("connections:", heard)
