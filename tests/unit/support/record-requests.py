"""Runs guide Python blocks (paths in argv) with a recording `requests` module and no-op time.sleep; prints the requests each block sent as JSON after @@RESULTS@@. Used by tests/unit/guide-code-blocks.test.ts."""
import json, os, sys, types, traceback, time
time.sleep = lambda seconds: None
calls = []
class Body(dict):
    def __missing__(self, key):
        return None
class Response:
    status_code = 200
    ok = True
    headers = {}
    text = "{}"
    def json(self):
        return Body(id="pay_2NfQ8sKx4TbL9mVa", status="SUCCEEDED", sessionId="ses_8WqT3nHj6ZcK1pVx",
                    url="https://pay.pagora.com/p/pay_2NfQ8sKx4TbL9mVa", data=[], hasMore=False)
    def raise_for_status(self):
        pass
def recorder(method):
    def call(url, headers=None, json=None, params=None, timeout=None, data=None, **rest):
        calls.append({"method": method, "url": url, "headers": dict(headers or {}), "json": json, "params": params, "data": data})
        return Response()
    return call
requests = types.ModuleType("requests")
for name in ("get", "post", "patch", "put", "delete"):
    setattr(requests, name, recorder(name.upper()))
requests.request = lambda method, url, **kw: recorder(method.upper())(url, **kw)
class RequestException(Exception): pass
requests.RequestException = RequestException
requests.HTTPError = RequestException
requests.Response = Response
sys.modules["requests"] = requests
os.environ.setdefault("PAGORA_SECRET_KEY", "sk_test_from_environment")
results = []
for name in sys.argv[1:]:
    calls.clear()
    error = None
    try:
        code = open(name).read()
        exec(compile(code, name, "exec"), {"__name__": "__main__"})
    except SystemExit:
        pass
    except BaseException as exc:
        tb = traceback.extract_tb(exc.__traceback__)
        line = next((frame.lineno for frame in reversed(tb) if frame.filename == name), 0)
        error = {"line": line, "message": f"{type(exc).__name__}: {exc}"}
    results.append({"calls": list(calls), "error": error})
sys.stdout = sys.__stdout__
print("\n@@RESULTS@@" + json.dumps(results))
