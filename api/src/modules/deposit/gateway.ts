import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { beijingTime, DEPOSIT_STATUS_NAME, DepositStatus, SiteError, yuanText, type PayKind } from '@site/shared';
import { servicesOf } from '../../services';
import { depositPaid } from './deposit-paid';
import { confirmPaid, GATEWAY_PATH, gatewaySigValid, isUsdtKind, orderAt } from './deposit-orders';
import { channelOf, RECEIVING_ADDRESS, RECEIVING_BANK } from './payment-channels';

/**
 * The demo payment gateway (the "bank"): GET /pay/gateway/<orderNo>?sig=… shows how to pay the
 * order (bank account and reference, a QR code, or the USDT address and amount), and its button
 * posts the bank's confirmation (POST /pay/gateway/<orderNo>/confirm, the same signature), which
 * credits the order once however often it is repeated. A plain HTML page without scripts (the
 * site's CSP), outside the signed api paths; the signature is the gateway's proof.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#eef2f7;color:#1f2937}
main{max-width:520px;margin:32px auto;background:#fff;border-radius:12px;box-shadow:0 4px 20px rgba(0,0,0,.08);overflow:hidden}
header{background:#0b5cad;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}header p{margin:4px 0 0;font-size:13px;opacity:.85}
section{padding:20px 24px}dl{display:grid;grid-template-columns:110px 1fr;gap:10px 12px;margin:0}dt{color:#6b7280}dd{margin:0;font-weight:600;word-break:break-all}
.amount{font-size:28px;color:#d9480f}.qr{display:block;margin:16px auto;width:200px;height:200px}
button{width:100%;padding:14px;font-size:17px;border:0;border-radius:8px;background:#0b5cad;color:#fff;cursor:pointer}
.note{font-size:13px;color:#6b7280;line-height:1.6}.state{font-size:18px;font-weight:700;text-align:center;padding:12px;border-radius:8px}
.ok{background:#e6f7ec;color:#137333}.bad{background:#fdecea;color:#b3261e}
@media (max-width:560px){main{margin:0;border-radius:0}}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main><header><h1>演示支付网关</h1><p>模拟银行 / 钱包收款页面（演示用途，不产生真实扣款）</p></header>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

const KIND_TITLE: Record<PayKind, string> = { bank: '银行卡转账', qr: '扫码支付', usdt: 'USDT 转账', huione: '汇旺支付', xnbsk: '虚拟币收银台' };

export function gatewayModule(app: FastifyInstance): void {
  const { store, secrets, now } = servicesOf(app);

  app.get<{ Params: { orderNo: string }; Querystring: { sig?: string } }>(`${GATEWAY_PATH}/:orderNo`, async (req, reply) => {
    const { orderNo } = req.params;
    const sig = typeof req.query.sig === 'string' ? req.query.sig : '';
    if (!gatewaySigValid(secrets.hmac, orderNo, sig))
      return sendPage(reply, 403, page('链接无效', `<section><p class="state bad">支付链接无效或已被篡改</p></section>`));
    let row;
    try {
      row = await orderAt(store.db, orderNo, null, now());
    } catch (e) {
      if (e instanceof SiteError) return sendPage(reply, 404, page('订单不存在', `<section><p class="state bad">${esc(e.message)}</p></section>`));
      throw e;
    }
    const kind = row.kind as PayKind;
    const amount = yuanText(Number(row.amount_fen));
    const lines: [string, string][] = [
      ['订单号', row.order_no],
      ['支付方式', channelOf(row.pay_code)?.name ?? row.pay_code],
    ];
    let qrText = '';
    if (kind === 'bank') {
      lines.push(
        ['收款银行', `${RECEIVING_BANK.bank} ${RECEIVING_BANK.branch}`],
        ['收款户名', RECEIVING_BANK.holder],
        ['收款账号', RECEIVING_BANK.account],
        ['转账附言', row.reference],
      );
    } else if (isUsdtKind(kind)) {
      const network = row.network === 'ERC20' ? 'ERC20' : 'TRC20';
      const usdt = (Number(row.usdt_cents ?? 0) / 100).toFixed(2);
      lines.push(['网络', `USDT-${network}`], ['收款地址', RECEIVING_ADDRESS[network]], ['应转USDT', usdt]);
      qrText = RECEIVING_ADDRESS[network];
    } else {
      qrText = `demopay://pay?order=${row.order_no}&amount=${amount}`;
    }
    lines.push(['有效期至', beijingTime(Number(row.expire_at))]);
    const qr = qrText ? `<img class="qr" alt="付款二维码" src="${await QRCode.toDataURL(qrText, { margin: 1, width: 200 })}">` : '';
    const pending = row.status === DepositStatus.PENDING;
    const action = pending
      ? `<form method="post" action="${GATEWAY_PATH}/${esc(row.order_no)}/confirm?sig=${esc(sig)}"><button type="submit" data-testid="gateway-confirm">确认已付款（模拟银行到账）</button></form>
<p class="note">在真实环境中，此步骤由银行或支付机构完成。点击后订单将被确认并入账到中心钱包，重复确认不会重复入账。</p>`
      : `<p class="state ${row.status === DepositStatus.PAID ? 'ok' : 'bad'}" data-testid="gateway-state">订单状态：${esc(DEPOSIT_STATUS_NAME[row.status])}</p>`;
    const body = `<section><p class="note">${esc(KIND_TITLE[kind])} · 请支付</p><p class="amount" data-testid="gateway-amount">¥${amount}</p>
${qr}<dl>${lines.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl></section><section>${action}</section>`;
    return sendPage(reply, 200, page(`支付订单 ${row.order_no}`, body));
  });

  // The page's form posts application/x-www-form-urlencoded with no fields: read and ignored (the order and signature are in the url).
  void app.register(async (gateway) => {
    gateway.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));
    gateway.post<{ Params: { orderNo: string }; Querystring: { sig?: string } }>(`${GATEWAY_PATH}/:orderNo/confirm`, async (req, reply) =>
      confirmRoute(req.params.orderNo, req.query.sig, req, reply),
    );
  });

  async function confirmRoute(orderNo: string, sigParam: string | undefined, req: FastifyRequest, reply: FastifyReply) {
    const sig = typeof sigParam === 'string' ? sigParam : '';
    if (!gatewaySigValid(secrets.hmac, orderNo, sig))
      return sendPage(reply, 403, page('链接无效', `<section><p class="state bad">支付链接无效或已被篡改</p></section>`));
    try {
      const out = await store.db.transaction().execute(async (trx) => {
        const confirmed = await confirmPaid(trx, orderNo, now());
        const { row } = confirmed;
        if (confirmed.credited)
          await depositPaid(app, trx, {
            orderNo: row.order_no,
            memberId: row.member_id,
            payCode: row.pay_code,
            amountFen: Number(row.amount_fen),
            paidAt: Number(row.paid_at),
          });
        return confirmed;
      });
      const credit = yuanText(Number(out.row.amount_fen) - Number(out.row.fee_fen) + Number(out.row.bonus_fen));
      return sendPage(
        reply,
        200,
        page(
          '支付成功',
          `<section><p class="state ok" data-testid="gateway-paid">支付成功，${credit} 元已入账，请返回网站查看</p><p class="note">订单号 ${esc(orderNo)}</p></section>`,
        ),
      );
    } catch (e) {
      if (e instanceof SiteError)
        return sendPage(reply, 409, page('无法支付', `<section><p class="state bad" data-testid="gateway-refused">${esc(e.message)}</p></section>`));
      throw e;
    }
  }
}
