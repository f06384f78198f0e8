import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '@/lib/app-actors';
import { Button } from '@/ui/Button';

const steps = [
  { title: m.home_step_post_title, body: m.home_step_post_body },
  { title: m.home_step_interview_title, body: m.home_step_interview_body },
  { title: m.home_step_hire_title, body: m.home_step_hire_body },
];

export default function HomePage() {
  usePageTitle(m.home_title());
  const { status } = useSession();
  return (
    <Box>
      <Box bg="brand.50" borderBottomWidth="1px">
        <Stack maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 12, md: 20 }} gap="6" align="flex-start">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} maxW="3xl" lineHeight="1.1">
            {m.home_headline()}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted" maxW="2xl">
            {m.home_lead()}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            {status === 'authenticated' ? (
              <Button look="primary" size="lg" asChild>
                <Link to="/dashboard">{m.home_cta_dashboard()}</Link>
              </Button>
            ) : (
              <>
                <Button look="primary" size="lg" asChild>
                  <Link to="/signup/employer">{m.home_cta_hire()}</Link>
                </Button>
                <Button look="secondary" size="lg" asChild>
                  <Link to="/signup/candidate">{m.home_cta_work()}</Link>
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </Box>
      <Stack as="section" aria-labelledby="how" maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py="12" gap="8">
        <Heading as="h2" id="how" size="2xl">
          {m.home_how_title()}
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
          {steps.map((step, index) => (
            <Stack as="li" key={index} p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel" gap="2">
              <Text fontWeight="bold" color="brand.fg" aria-hidden="true">
                {index + 1}
              </Text>
              <Heading as="h3" size="md">
                {step.title()}
              </Heading>
              <Text color="fg.muted">{step.body()}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text color="fg.muted">
          {m.home_partners_line()}{' '}
          <Link to="/signup" style={{ textDecoration: 'underline' }}>
            {m.home_partners_link()}
          </Link>
        </Text>
      </Stack>
    </Box>
  );
}
