<?php
// Prepended to each guide PHP block (php -n: no extensions, so no real curl): a recording curl_* API.
// Writes the requests the block sent as JSON to the file named by PAGORA_RECORD_FILE. The PHP twin
// of record-requests.py; used by tests/unit/guide-code-blocks.test.ts. Answers as those do.
const CURLOPT_URL = 10002;
const CURLOPT_POST = 47;
const CURLOPT_POSTFIELDS = 10015;
const CURLOPT_HTTPHEADER = 10023;
const CURLOPT_RETURNTRANSFER = 19913;
const CURLOPT_CUSTOMREQUEST = 10036;
const CURLOPT_HEADERFUNCTION = 20079;
const CURLOPT_TIMEOUT = 13;
const CURLOPT_USERPWD = 10005;
const CURLINFO_HTTP_CODE = 2097154;
const CURLINFO_RESPONSE_CODE = 2097154;

$GLOBALS['pagora_recorded_calls'] = [];

final class PagoraRecordedCurl
{
    public ?string $url;
    public array $options = [];
    public function __construct(?string $url) { $this->url = $url; }
}

function curl_init(?string $url = null): PagoraRecordedCurl { return new PagoraRecordedCurl($url); }
function curl_setopt(PagoraRecordedCurl $handle, int $option, mixed $value): bool { $handle->options[$option] = $value; return true; }
function curl_setopt_array(PagoraRecordedCurl $handle, array $options): bool
{
    foreach ($options as $option => $value) $handle->options[$option] = $value;
    return true;
}
function curl_exec(PagoraRecordedCurl $handle): string|bool
{
    $options = $handle->options;
    $method = $options[CURLOPT_CUSTOMREQUEST] ?? (!empty($options[CURLOPT_POST]) || isset($options[CURLOPT_POSTFIELDS]) ? 'POST' : 'GET');
    $headers = [];
    foreach ($options[CURLOPT_HTTPHEADER] ?? [] as $line) {
        [$name, $value] = array_map('trim', explode(':', $line, 2)) + [1 => ''];
        $headers[strtolower($name)] = $value;
    }
    $body = $options[CURLOPT_POSTFIELDS] ?? null;
    $GLOBALS['pagora_recorded_calls'][] = [
        'method' => strtoupper($method),
        'url' => $options[CURLOPT_URL] ?? $handle->url,
        'headers' => $headers,
        'body' => is_array($body) ? http_build_query($body) : $body,
    ];
    $answer = json_encode([
        'id' => 'pay_2NfQ8sKx4TbL9mVa', 'status' => 'SUCCEEDED', 'sessionId' => 'ses_8WqT3nHj6ZcK1pVx',
        'url' => 'https://pay.pagora.com/p/pay_2NfQ8sKx4TbL9mVa', 'data' => [], 'hasMore' => false,
    ]);
    if (empty($options[CURLOPT_RETURNTRANSFER])) { echo $answer; return true; }
    return $answer;
}
function curl_getinfo(PagoraRecordedCurl $handle, ?int $option = null): mixed { return $option === null ? ['http_code' => 200] : 200; }
function curl_error(PagoraRecordedCurl $handle): string { return ''; }
function curl_errno(PagoraRecordedCurl $handle): int { return 0; }
function curl_close(PagoraRecordedCurl $handle): void {}

register_shutdown_function(static function (): void {
    $error = error_get_last();
    file_put_contents(getenv('PAGORA_RECORD_FILE'), json_encode([
        'calls' => $GLOBALS['pagora_recorded_calls'],
        'error' => $error && in_array($error['type'], [E_ERROR, E_PARSE, E_COMPILE_ERROR, E_USER_ERROR], true)
            ? ['line' => $error['line'], 'message' => $error['message']] : null,
    ]));
});
