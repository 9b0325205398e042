/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bindOther, memberInfo, type UserInfo } from '@site/shared';
import { App } from '../../App';
import { fakeProps } from '../../test-support/fake-platform';

const USER: UserInfo = {
  userId: '2',
  name: 'demo02',
  realName: '',
  phone: '',
  email: '',
  bindPhone: false,
  bindRealName: false,
  bindEmail: false,
  gender: '',
  birthday: '',
  registerDate: '2024-01-01',
  vipGrade: 0,
  avatar: '',
};

function setUp(query: Record<string, string>) {
  let user = USER;
  const platform = fakeProps(
    {
      [memberInfo.path]: () => user,
      [bindOther.path]: (body) => {
        user = { ...user, realName: String(body.realName), bindRealName: true };
        return { realName: user.realName, gender: user.gender, birthday: user.birthday };
      },
    },
    { name: 'auth', params: {}, query },
  );
  const session = platform.props.stores.session as unknown as { user: UserInfo | null; loadUserInfo: () => Promise<UserInfo> };
  session.user = USER;
  session.loadUserInfo = () => platform.props.http.call(memberInfo, {}, { silent: true });
  return platform;
}

const bind = async () => {
  await act(async () => undefined);
  fireEvent.change(screen.getByLabelText('真实姓名'), { target: { value: '王小明' } });
  fireEvent.click(screen.getByRole('button', { name: '确认绑定' }));
};

describe('/mine/auth?tab=realName (where the 6449 dialog leads)', () => {
  it('binds the real name, then goes back to the page the dialog came from', async () => {
    const { props, navigate } = setUp({ tab: 'realName', back: '/mine/takemoney' });
    render(<App {...props} />);
    await bind();
    await waitFor(() => expect(navigate.path).toHaveBeenCalledWith('/mine/takemoney'));
    expect(screen.getByTestId('real-name-bound')).toBeTruthy();
  });

  it('stays when there is no page to go back to (or one of another site)', async () => {
    const { props, navigate } = setUp({ tab: 'realName', back: '//evil.example/' });
    render(<App {...props} />);
    await bind();
    await screen.findByTestId('real-name-bound');
    expect(navigate.path).not.toHaveBeenCalled();
  });
});
