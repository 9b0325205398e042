/** The health page's document: no data in it (the script asks with the ops token), its own script and styles only. */
export function healthPageHtml(): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>运维健康看板</title>
<link rel="stylesheet" href="/ops/health/assets/uplot.css">
<link rel="stylesheet" href="/ops/health/assets/health.css">
</head>
<body>
<header class="top"><h1>运维健康看板</h1><span id="stamp" class="muted"></span></header>
<form id="login" class="card" hidden>
  <label>运维令牌或团队密钥 <input id="token" type="password" autocomplete="off" required></label>
  <label>操作人 <input id="actor" autocomplete="off" required maxlength="40"></label>
  <button type="submit">进入</button>
  <p id="login-error" class="error" role="alert"></p>
</form>
<main id="board" hidden>
  <div class="bar">
    <label>时间窗口 <select id="window"><option value="1">1 小时</option><option value="6" selected>6 小时</option><option value="24">24 小时</option><option value="168">7 天</option></select></label>
    <button id="refresh" type="button">刷新</button>
    <span class="muted">每 5 秒自动刷新（标签页隐藏时暂停，正在填写的操作保留）</span>
    <span id="message" role="status"></span>
  </div>
  <section id="shell"></section>
  <section id="remotes"></section>
  <section class="card"><h2>变更日志</h2><table id="journal"><thead><tr><th>版本号</th><th>时间</th><th>操作人</th><th>远程模块</th><th>动作</th><th>从 → 到</th><th>原因</th><th>触发</th></tr></thead><tbody></tbody></table></section>
</main>
<script type="module" src="/ops/health/assets/health.js"></script>
</body>
</html>`;
}
