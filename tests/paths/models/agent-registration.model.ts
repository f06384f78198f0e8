import { agentRegistration, agentRegistrationMachine } from '@/machines/agent-registration.machine';
import { registrationModel } from '../registration-model';

export default registrationModel('agentRegistration', agentRegistration, agentRegistrationMachine);
